// What others use from the support desk. Import from here, never from a file inside the folder.

export { SupportViewerError } from './SupportViewerError';
export { useSupportViewer } from './support-viewer';
