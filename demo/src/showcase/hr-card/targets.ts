/** People and organisations of the fake backend, one per HR card kind. */
export const TARGETS = [
  { type: 'resource', id: 'u2', name: '吴超' },
  { type: 'external', id: 'u48', name: '刘军' },
  { type: 'department', id: 'd1', name: '研发中心' },
  { type: 'organization', id: 'd4', name: '市场部' },
  { type: 'subcompany', id: 's2', name: '华东分公司' },
  { type: 'position', id: 'p1', name: '工程师' },
  { type: 'group', id: 'g1', name: '项目组A' },
  { type: 'role', id: 'r1', name: '系统管理员' },
] as const;
