// What other features use from the shared quote and invoice pieces. Import from here, never from a file inside.

export { DocumentCardList } from './DocumentCardList';
export type { DetailDocument } from './DocumentDetailLayout';
export { DocumentDetailPage } from './DocumentDetailPage';
export { DocumentEditorPage } from './DocumentEditorPage';
export { DocumentLines } from './DocumentLines';
export { DocumentStatusBadge } from './DocumentStatusBadge';
export { DocumentsHeader, NewDocumentButton } from './DocumentsHeader';
export { dayText } from './dates';
export { DOCUMENT_WORDS, type DocumentDetailKind, type DocumentEditorKind, type DocumentKind } from './kind';
