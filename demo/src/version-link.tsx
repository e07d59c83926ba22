import { useT } from '@suite-ui/core/react';
import { version } from '../../core/package.json';
import { navigate } from './navigation';

/** The header's version: a link to the changes on the documentation home. */
export function VersionLink() {
  const t = useT();
  const target = '/showcase#home-changes';
  return (
    <a
      className="demo-version"
      href={target}
      aria-label={t('layout.demo.header.version', { version })}
      onClick={(event) => {
        event.preventDefault();
        navigate(target);
      }}
      data-testid="demo-version"
    >
      {`v${version}`}
    </a>
  );
}
