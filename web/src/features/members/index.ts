// What other features use from members. Import from here, never from a file inside the folder.

export { type Invite, InviteDialog, InviteLink } from './InviteLink';
export { MemberAvatar, MemberAvatarFields } from './MemberAvatar';
export { type PersonAction, PersonEntry } from './PersonEntry';
