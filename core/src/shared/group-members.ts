// spec 3 "Selected item" `childrenData`: a group's members (id, name, avatar, departmentId,
// department). The browser's answers and a card's data are untrusted: only well-formed members count.
import { asArray, asString, isRecord } from './guards';

/** A member of a group (spec 3 `childrenData`). */
export interface GroupMember {
  id: string;
  name: string;
  avatar?: string;
  departmentId?: string;
  department?: string;
}

/** The well-formed members of a `childrenData` list (an id and a name each); others are dropped. */
export function parseGroupMembers(raw: unknown): GroupMember[] {
  return asArray(raw).flatMap((item): GroupMember[] => {
    if (!isRecord(item)) return [];
    const id = typeof item.id === 'number' ? String(item.id) : asString(item.id);
    const name = asString(item.name);
    if (!id || !name) return [];
    const member: GroupMember = { id, name };
    const avatar = asString(item.avatar);
    if (avatar) member.avatar = avatar;
    const departmentId =
      typeof item.departmentId === 'number' ? String(item.departmentId) : asString(item.departmentId);
    if (departmentId) member.departmentId = departmentId;
    const department = asString(item.department);
    if (department) member.department = department;
    return [member];
  });
}
