/** The demo's record and signed-in user (the fake backend seeds comments for this record). */
export const DEMO_TARGET = { objectId: 'demo-1' } as const;
export const DEMO_USER = { userId: 'u1', userName: '陈超磊' } as const;
