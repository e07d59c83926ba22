// The demo's stand-ins for a host: the people browser behind mentions (the fake backend's seeded
// people) and where a saved document goes (this browser's storage, so a reload shows it again).
import type { MentionCandidate } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { useState } from 'react';

const STORAGE_KEY = 'suite-ui.demo.rich-text';

/** Seeded people whose name contains the keyword. */
export async function searchPeople(keyword: string): Promise<MentionCandidate[]> {
  const response = await fetch('/__fixtures/seed/people');
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { data?: { id?: unknown; name?: unknown }[] };
  const people = Array.isArray(body.data) ? body.data : [];
  return people
    .filter((p): p is { id: string; name: string } => typeof p.id === 'string' && typeof p.name === 'string')
    .filter((p) => p.name.includes(keyword.trim()))
    .slice(0, 20)
    .map(({ id, name }) => ({ id, name }));
}

/** The document being edited, the last saved one, and a save action. */
export function useSavedDocument() {
  const t = useT();
  const [saved, setSaved] = useState(() => window.localStorage.getItem(STORAGE_KEY));
  const [draft, setDraft] = useState(() => saved ?? t('rich-text.demo.initial'));
  const save = () => {
    window.localStorage.setItem(STORAGE_KEY, draft);
    setSaved(draft);
  };
  return { t, draft, setDraft, saved, save };
}
