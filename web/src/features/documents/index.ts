// What other features use from the shared quote and invoice pieces. Import from here, never from a file inside.

export { DocumentCardList } from './DocumentCardList';
export { DocumentDetailLayout } from './DocumentDetailLayout';
export { DocumentEditorScreen, type DocumentEditorScreenProps } from './DocumentEditorScreen';
export { DocumentLines } from './DocumentLines';
export { DocumentStatusBadge } from './DocumentStatusBadge';
export { DocumentsHeader, NewDocumentButton } from './DocumentsHeader';
export { dayText } from './dates';
export { DOCUMENT_WORDS, type DocumentKind } from './kind';
export { NotFoundBanner } from './NotFoundBanner';
