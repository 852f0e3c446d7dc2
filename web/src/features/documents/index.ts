// What other features use from the shared quote and invoice pieces. Import from here, never from a file inside.

export { DocumentCard } from './DocumentCard';
export { DocumentDetailLayout } from './DocumentDetailLayout';
export { DocumentEditorScreen, type DocumentEditorScreenProps } from './DocumentEditorScreen';
export { DocumentLines } from './DocumentLines';
export { DocumentStatusBadge } from './DocumentStatusBadge';
export { dayText } from './dates';
export { DOCUMENT_WORDS, type DocumentKind } from './kind';
export { NotFoundBanner } from './NotFoundBanner';
