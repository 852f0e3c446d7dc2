// What other features use from shell. Import from here, never from a file inside the folder.
export * as shellStyles from './shell.css';
