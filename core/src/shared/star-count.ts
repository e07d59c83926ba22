// spec 9: a star rating has 5 stars on both platforms; the rate widget and the small widgets' rate
// defaults read it here.

/** spec 9: the stars of a rating. */
export const STAR_COUNT = 5;
