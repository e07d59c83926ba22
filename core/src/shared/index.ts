export { asArray, asNumber, asString, isRecord, ownValue, type UnknownRecord } from './guards';
export type { Platform } from './platform';
export { createMemoryStorage, type KeyValueStorage } from './storage';
export { accessibleDarkPalette, accessiblePalette, contrastRatio, parseColor } from './palette';
export { nextFocusIndex } from './roving-focus';
export { connectEnv, type Connect, type ConnectEnv } from './connect';
