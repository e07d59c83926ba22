import { setLocale, type UploadedFile, type UploadServices } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { ImageList } from './ImageList';
import type { UploadFieldProps } from './interface';
import { Upload } from './Upload';

/** IO fakes: every upload is one chunk the server assembles at once; file calls echo the change. */
function fakeServices(overrides: Partial<UploadServices> = {}): UploadServices {
  let id = 100;
  return {
    hashFile: async () => 'f'.repeat(32),
    preUploadCheck: async () => undefined,
    chunkUpCheck: async () => [],
    sendChunk: async (request) => ({
      complete: true,
      file: {
        fileId: String((id += 1)),
        name: request.fileName,
        size: request.fileSize,
        options: ['download', 'rename', 'delete'],
      },
    }),
    reUpload: async (fileId, uploaded) => ({ ...uploaded, fileId }),
    renameFile: jest.fn(async (file: UploadedFile, name: string) => ({ ...file, name })),
    editSecretLevel: async (file, secretLevel) => ({ ...file, secretLevel }),
    ...overrides,
  };
}

const held: UploadedFile = {
  fileId: '7',
  name: 'plan.docx',
  size: 2048,
  options: ['download', 'rename', 'delete'],
  secretLevel: 2,
};
const settings = { sysFormatBlacks: 'exe' };

function mount(props: UploadFieldProps & { drag?: boolean }, Widget: typeof Upload = Upload) {
  return render(
    <StrictMode>
      <SuiteConfigProvider>
        <Widget settings={settings} {...props} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
}

const pick = (container: HTMLElement, ...files: File[]) =>
  act(async () => {
    fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, { target: { files } });
  });

describe('desktop Upload', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('uploads picked files and reports the value', async () => {
    const onChange = jest.fn();
    const { container } = mount({
      services: fakeServices(),
      onChange,
      defaultValue: [held],
      limits: { maxSize: 5 },
    });
    expect(screen.getByTestId('upload-hint')).toHaveTextContent('单个文件不超过5MB');
    await pick(container, new File(['hello'], 'notes.txt'));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([held, expect.objectContaining({ name: 'notes.txt' })]),
    );
    const rows = screen.getAllByTestId('upload-item');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['done', 'done']);
    expect(within(rows[1]!).getByTestId('upload-item-size')).toHaveTextContent('5B');
  });

  it('shows the message of a rejected file and does not list it', async () => {
    const { container } = mount({ services: fakeServices() });
    await pick(container, new File(['x'], 'setup.exe'));
    expect(await screen.findByText('setup.exe：exe类型的文件禁止上传')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-item')).toBeNull();
  });

  it('shows an interrupted upload with its message, and retries it', async () => {
    let fail = true;
    const services = fakeServices();
    const sendChunk = services.sendChunk;
    services.sendChunk = async (request, options) => {
      if (fail) {
        fail = false;
        throw Object.assign(new Error('reset'), { name: 'ApiError', kind: 'network' });
      }
      return sendChunk(request, options);
    };
    const { container } = mount({ services });
    await pick(container, new File(['abc'], 'a.txt'));
    const row = await screen.findByTestId('upload-item');
    await waitFor(() => expect(row).toHaveAttribute('data-status', 'failed'));
    expect(within(row).getByRole('alert')).toHaveTextContent('上传失败');
    fireEvent.click(within(row).getByTestId('upload-retry'));
    await waitFor(() => expect(screen.getByTestId('upload-item')).toHaveAttribute('data-status', 'done'));
  });

  it('renames through a dialog', async () => {
    const services = fakeServices();
    mount({ services, defaultValue: [held] });
    fireEvent.click(screen.getByTestId('upload-rename'));
    const input = await screen.findByTestId('upload-rename-input');
    fireEvent.change(input, { target: { value: 'final.docx' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    });
    await waitFor(() => expect(screen.getByTestId('upload-item-name')).toHaveTextContent('final.docx'));
    expect(services.renameFile).toHaveBeenCalledWith(held, 'final.docx');
  });

  it('keeps the rename dialog open with the refusal', async () => {
    mount({ services: fakeServices(), defaultValue: [held] });
    fireEvent.click(screen.getByTestId('upload-rename'));
    const input = await screen.findByTestId('upload-rename-input');
    fireEvent.change(input, { target: { value: 'run.exe' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    });
    expect(await screen.findByText('exe类型的文件禁止上传')).toBeInTheDocument();
    expect(screen.getByTestId('upload-item-name')).toHaveTextContent('plan.docx');
  });

  it('offers only downloads in read-only mode, with the secret level name', () => {
    mount({
      services: fakeServices(),
      defaultValue: [held],
      mode: 'readOnly',
      secretLevels: { options: [{ id: 2, name: '内部' }] },
    });
    expect(screen.queryByTestId('upload-button')).toBeNull();
    expect(screen.getByTestId('upload-download')).toHaveAttribute('href', '/api/file/dl?fileId=7');
    expect(screen.queryByTestId('upload-remove')).toBeNull();
    expect(screen.getByTestId('upload-item-level')).toHaveTextContent('内部');
  });

  it('drops files below the form secret level, renders nothing when hidden', () => {
    const { unmount } = mount({
      services: fakeServices(),
      defaultValue: [held],
      secretLevels: { form: 3 },
      mode: 'readOnly',
    });
    expect(screen.queryByTestId('upload-item')).toBeNull();
    expect(screen.getByText('暂无附件')).toBeInTheDocument();
    unmount();
    const { container } = mount({ services: fakeServices(), mode: 'hidden' });
    expect(container.querySelector('[data-testid=upload]')).toBeNull();
  });

  it('offers a drag area, and follows the language switch', () => {
    mount({ services: fakeServices(), drag: true });
    expect(screen.getByTestId('upload-drop')).toBeInTheDocument();
    act(() => setLocale('en_US'));
    expect(screen.getByText('Click or drag files here to upload')).toBeInTheDocument();
  });

  it('shows the document a referenced file comes from once the row shows, with a retry after a failure', async () => {
    // StrictMode's first mount asks too (a remount starts a new actor): the answer follows a switch
    let down = true;
    const docOfFile = jest.fn(async () => {
      if (down) throw new Error('down');
      return { docId: 'doc-1', name: '2026 项目计划', folderName: '项目资料' };
    });
    const docNames = jest.fn(async () => []);
    mount({
      services: { ...fakeServices(), docOfFile, docNames },
      defaultValue: [held, { ...held, fileId: '8', name: 'ref.docx', refId: 'ref-1' }],
    });
    const line = await screen.findByTestId('upload-item-document');
    await waitFor(() => expect(line).toHaveAttribute('data-state', 'failed'));
    expect(screen.getAllByTestId('upload-item-document')).toHaveLength(1);
    down = false;
    fireEvent.click(screen.getByTestId('upload-item-document-retry'));
    await waitFor(() => expect(line).toHaveAttribute('data-state', 'ready'));
    expect(line).toHaveTextContent('所属文档：2026 项目计划 · 项目资料');
    expect(docOfFile).toHaveBeenLastCalledWith({ refId: 'ref-1' }, expect.anything());
  });
});

describe('desktop ImageList', () => {
  it('takes images only and shows them as 100 px thumbnails', async () => {
    const { container } = mount({ services: fakeServices() }, ImageList);
    expect(container.querySelector('input[type=file]')).toHaveAttribute(
      'accept',
      expect.stringContaining('.png'),
    );
    await pick(container, new File(['%PDF'], 'doc.pdf'), new File(['png'], 'cat.png'));
    expect(await screen.findByText('doc.pdf：pdf类型的文件禁止上传')).toBeInTheDocument();
    const tile = await screen.findByTestId('upload-item');
    await waitFor(() => expect(tile).toHaveAttribute('data-status', 'done'));
    // jsdom loads no stylesheet: the list gives the size, upload.css sizes its tiles by it
    expect(screen.getByTestId('image-list').style.getPropertyValue('--suite-upload-thumbnail-size')).toBe(
      '100px',
    );
    expect(tile).toHaveClass('suite-upload__tile');
    expect(within(tile).getByAltText('cat.png')).toHaveAttribute(
      'src',
      '/api/file/preview?fileId=101&type=redirect&imgFormat=small',
    );
  });
});
