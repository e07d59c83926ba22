// The rich-text editor's IO: the people an `@` mention offers. The editor has no backend call of its
// own; the host gives its people search (a browser's associate call, a directory) and the hook passes
// it here, so the machine's `searchPeople` actor is built in one place.
import { fromPromise } from 'xstate';
import type { MentionCandidate } from './rich-text.machine';

/** The IO a rich-text editor needs; `createRichTextServices` gives it from the host's options. */
export interface RichTextServices {
  /** The people whose name or account matches what follows `@`. */
  searchPeople(keyword: string): Promise<MentionCandidate[]>;
}

/** Where a rich-text editor's calls go. */
export interface RichTextServicesOptions {
  /** The host's people search; without it a mention finds nobody (and the toolbar hides Mention). */
  searchPeople?: (keyword: string) => Promise<MentionCandidate[]>;
}

/** The editor's `RichTextServices` from the host's options. */
export function createRichTextServices(options: RichTextServicesOptions = {}): RichTextServices {
  const { searchPeople } = options;
  return {
    searchPeople: (keyword) => (searchPeople ? searchPeople(keyword) : Promise.resolve([])),
  };
}

/** The rich-text machine's actors over `RichTextServices`. */
export function richTextActors(services: RichTextServices) {
  return {
    searchPeople: fromPromise<MentionCandidate[], { keyword: string }>(({ input }) =>
      services.searchPeople(input.keyword),
    ),
  };
}
