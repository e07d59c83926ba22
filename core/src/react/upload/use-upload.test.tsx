/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { setLocale } from '../../i18n';
import type { UploadedFile, UploadMessage } from '../../upload';
import { fakeUploadServer, sourceFile } from '../../../test/upload/upload.fakes';
import { useUpload, type UseUploadProps } from './use-upload';

const held: UploadedFile = { fileId: '9', name: 'old.pdf', size: 3, options: ['download', 'delete'] };

function render(props: Partial<UseUploadProps> = {}) {
  const server = fakeUploadServer();
  const messages: UploadMessage[] = [];
  const onChange = jest.fn();
  const hook = renderHook(
    (p: Partial<UseUploadProps>) =>
      useUpload({
        platform: 'desktop',
        settings: {},
        services: server.services,
        onChange,
        onMessage: (message) => messages.push(message),
        upload: { chunkSize: 4 },
        ...props,
        ...p,
      }),
    { wrapper: StrictMode },
  );
  return { ...hook, server, messages, onChange };
}

describe('useUpload', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('shows the initial files and uploads added ones, reporting the value', async () => {
    const { result, onChange, server } = render({ defaultValue: [held] });
    expect(result.current.items.map((item) => item.name)).toEqual(['old.pdf']);
    act(() => result.current.add([sourceFile('a.txt', 'hello world')]));
    await waitFor(() => expect(result.current.items[1]?.status).toBe('done'));
    expect(server.files).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith([held, expect.objectContaining({ name: 'a.txt', size: 11 })]);
  });

  it('passes rejections to onMessage', () => {
    const { result, messages } = render({ limits: { maxSize: 1 }, settings: { sysFormatBlacks: 'exe' } });
    act(() => result.current.add([sourceFile('x.exe', 'x')]));
    expect(messages).toEqual([{ type: 'error', content: 'x.exe：exe类型的文件禁止上传' }]);
  });

  it('follows a controlled value', () => {
    const { result, rerender } = render({ value: [held] });
    rerender({ value: [] });
    expect(result.current.items).toEqual([]);
  });

  it('fetches the system setting when none is given, and relabels on a locale switch', async () => {
    const settings = { sysUploadCustomMsgEnable: '1', sysUploadCustomMsg: 'Only signed files' };
    // jsdom has no Response: the client only needs ok, status and json()
    const body = { status: true, code: 200, msg: '', data: settings };
    const fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => body }));
    const { result } = render({
      settings: undefined,
      api: { fetch: fetch as unknown as typeof globalThis.fetch },
    });
    await waitFor(() => expect(result.current.hint).toBe('Only signed files'));
    expect(fetch).toHaveBeenCalledWith('/api/file/tenant/setting', expect.anything());
    act(() => setLocale('en_US'));
    expect(result.current.overall.label).toBe('Overall 100%');
  });

  it('keeps working after StrictMode remounts it, and takes new limits without a render loop', async () => {
    const { result, rerender, messages } = render({ limits: { maxCount: 1 } });
    act(() => result.current.add([sourceFile('a.txt', 'a'), sourceFile('b.txt', 'b')]));
    expect(messages).toEqual([{ type: 'error', content: '文件数量不能超过1个' }]);
    rerender({ limits: { maxCount: 5 } });
    act(() => result.current.add([sourceFile('a.txt', 'a'), sourceFile('b.txt', 'b')]));
    await waitFor(() => expect(result.current.items.map((item) => item.status)).toEqual(['done', 'done']));
  });
});
