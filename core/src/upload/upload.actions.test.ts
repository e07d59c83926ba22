import type { UploadActionKey, UploadView } from '.';
import { runImmediateUploadAction } from './internal';

function viewSpy() {
  const calls: string[] = [];
  const record = (name: string) => (id: string) => void calls.push(`${name}:${id}`);
  const view = {
    retry: record('retry'),
    cancel: record('cancel'),
    remove: record('remove'),
  } as unknown as UploadView;
  return { view, calls };
}

describe('runImmediateUploadAction', () => {
  it.each([
    ['retry', 'retry:f1'],
    ['cancel', 'cancel:f1'],
    ['remove', 'remove:f1'],
  ] as const)('runs %s at once', (key, call) => {
    const { view, calls } = viewSpy();
    expect(runImmediateUploadAction(view, key, 'f1')).toBe(true);
    expect(calls).toEqual([call]);
  });

  it.each<UploadActionKey>(['download', 'rename', 'reupload', 'editSecretLevel'])(
    'leaves %s to the skin, which must ask for more',
    (key) => {
      const { view, calls } = viewSpy();
      expect(runImmediateUploadAction(view, key, 'f1')).toBe(false);
      expect(calls).toEqual([]);
    },
  );
});
