// What other features use from auth. Import from here, never from a file inside the folder.
export { AuthCard } from './AuthCard';
export { signOutSoonOn, useSignOut } from './session';
