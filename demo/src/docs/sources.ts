// The source shown under each example is the file that runs it (loaded as text, never copied).
type Skin = 'desktop' | 'mobile';

const sources: Record<Skin, Record<string, () => Promise<string>>> = {
  desktop: import.meta.glob<string>('../showcase/*/desktop.tsx', { query: '?raw', import: 'default' }),
  mobile: import.meta.glob<string>('../showcase/*/mobile.tsx', { query: '?raw', import: 'default' }),
};

const loaded = new Map<string, Promise<string | null>>();

/** The source of a feature's example page, one promise per file so React's `use` can wait on it. */
export function exampleSource(feature: string, skin: Skin): Promise<string | null> {
  const key = `${skin}/${feature}`;
  let source = loaded.get(key);
  if (!source) {
    const load = sources[skin][`../showcase/${feature}/${skin}.tsx`];
    source = load ? load() : Promise.resolve(null);
    loaded.set(key, source);
  }
  return source;
}
