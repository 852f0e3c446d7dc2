// People in lists and invitations, shared by the team (members) and the support team (support-admin): a person's
// entry with its actions, the invite link, and the dialog that adds someone and then shows their link. Kept out of
// members' index so the shell, which shows a member's avatar, does not load these dialogs on its first load.
// Import from here, never from a file inside the folder.

export { type Invite, InviteDialog, InviteLink } from './InviteLink';
export { type PersonAction, PersonEntry } from './PersonEntry';
