// What other features use from members. Import from here, never from a file inside the folder.

export { MemberAvatar, MemberAvatarFields } from './MemberAvatar';
