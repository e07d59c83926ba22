// spec 3 "Selected item" `childrenData`: a picked group carries its members (id, name, avatar,
// departmentId, department). The value is untrusted (a card's data): only well-formed members count.
import { parseGroupMembers } from '../shared/group-members';
import { asArray, asString, isRecord } from '../shared/guards';

/** A member of a picked group. */
export interface PickedGroupMember {
  id: string;
  name: string;
  avatar?: string;
  departmentId?: string;
  department?: string;
}

/** A picked entry that has members. */
export interface PickedGroup {
  id: string;
  name: string;
  members: PickedGroupMember[];
}

/** The picked entries of a field value that carry `childrenData`, each with its readable members. */
export function pickedGroups(value: unknown): PickedGroup[] {
  return asArray(value).flatMap((entry): PickedGroup[] => {
    if (!isRecord(entry) || !Array.isArray(entry.childrenData)) return [];
    const id = asString(entry.id);
    if (!id) return [];
    const members: PickedGroupMember[] = parseGroupMembers(entry.childrenData);
    return [{ id, name: asString(entry.name ?? entry.content, id) || id, members }];
  });
}
