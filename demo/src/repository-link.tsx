import { useT } from '@suite-ui/core/react';
import manifest from '../../package.json';

/**
 * The address of the root package.json's `repository` field (npm's forms: a URL, `{ url }`, or the
 * `github:owner/name` / `owner/name` shorthand), as a page a browser opens; undefined when the field is
 * not set or names no https page, so the site links nowhere rather than somewhere made up.
 */
export function repositoryUrl(field: unknown): string | undefined {
  const raw =
    typeof field === 'string'
      ? field
      : typeof field === 'object' && field !== null && typeof (field as { url?: unknown }).url === 'string'
        ? (field as { url: string }).url
        : undefined;
  if (!raw) return undefined;
  const shorthand = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(raw);
  const address = shorthand
    ? `https://github.com/${shorthand[1]}`
    : raw.replace(/^git\+/, '').replace(/\.git$/, '');
  try {
    const url = new URL(address);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const REPOSITORY = repositoryUrl((manifest as { repository?: unknown }).repository);

/** The header's link to the source repository; nothing while the root package.json names none. */
export function RepositoryLink() {
  const t = useT();
  if (!REPOSITORY) return null;
  return (
    <a className="demo-version" href={REPOSITORY} rel="noopener noreferrer" data-testid="demo-repository">
      {t('layout.demo.header.repository')}
    </a>
  );
}
