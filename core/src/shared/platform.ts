/** Which skin a rule is evaluated for: several spec constants differ between the two. */
export type Platform = 'desktop' | 'mobile';
