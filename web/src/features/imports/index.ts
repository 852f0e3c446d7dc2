// What other features use from imports. Import from here, never from a file inside the folder.
export { ImportCsvButton } from './ImportCsvButton';
