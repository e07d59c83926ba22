import { setLocale, type UploadedFile, type UploadServices } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import type { UploadProps } from './interface';
import { Upload } from './Upload';

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
        options: ['download', 'rename', 'delete', 'editSecLevel'],
      },
    }),
    reUpload: async (fileId, uploaded) => ({ ...uploaded, fileId }),
    renameFile: async (file, name) => ({ ...file, name }),
    editSecretLevel: jest.fn(async (file: UploadedFile, secretLevel: number) => ({ ...file, secretLevel })),
    ...overrides,
  };
}

const held: UploadedFile = {
  fileId: '7',
  name: 'photo.png',
  size: 4096,
  options: ['download', 'rename', 'delete', 'editSecLevel'],
  secretLevel: 1,
};
const levels = [
  { id: 1, name: '公开' },
  { id: 2, name: '内部' },
];

function mount(props: UploadProps) {
  return render(
    <StrictMode>
      <SuiteConfigProvider>
        <Upload settings={{ sysFormatBlacks: 'exe' }} {...props} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
}

describe('mobile Upload', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('offers the four sources, each with its own input', async () => {
    mount({ services: fakeServices() });
    fireEvent.click(screen.getByTestId('upload-button'));
    for (const label of ['拍照', '录像', '从相册选择', '选择文件'])
      expect(await screen.findByText(label)).toBeInTheDocument();
    fireEvent.click(screen.getByText('拍照'));
    await waitFor(() => expect(screen.getByTestId('upload-input')).toHaveAttribute('capture', 'environment'));
    expect(screen.getByTestId('upload-input')).toHaveAttribute('accept', 'image/*');
  });

  it('uploads picked files, showing images as 70 px thumbnails', async () => {
    const onChange = jest.fn();
    mount({ services: fakeServices(), onChange });
    await act(async () => {
      fireEvent.change(screen.getByTestId('upload-input'), {
        target: { files: [new File(['png'], 'cat.png')] },
      });
    });
    await waitFor(() => expect(screen.getByTestId('upload-item')).toHaveAttribute('data-status', 'done'));
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'cat.png' })]);
    const thumbnail = screen.getByTestId('upload-item').querySelector('.adm-image');
    expect(thumbnail).toHaveStyle({ width: '70px', height: '70px' });
  });

  it('shows a fail toast for a rejected file', async () => {
    mount({ services: fakeServices() });
    await act(async () => {
      fireEvent.change(screen.getByTestId('upload-input'), {
        target: { files: [new File(['x'], 'setup.exe')] },
      });
    });
    expect(await screen.findByText('setup.exe：exe类型的文件禁止上传')).toBeInTheDocument();
    expect(document.querySelector('.adm-toast-icon')).not.toBeNull();
  });

  it('changes a secret level through the action sheets', async () => {
    const services = fakeServices();
    mount({ services, defaultValue: [held], secretLevels: { options: levels } });
    fireEvent.click(screen.getByTestId('upload-item-name'));
    fireEvent.click(await screen.findByText('修改密级'));
    fireEvent.click(await screen.findByText('内部'));
    await waitFor(() => expect(services.editSecretLevel).toHaveBeenCalledWith(held, 2, undefined));
    await waitFor(() => expect(screen.getByTestId('upload-item')).toHaveTextContent('内部'));
  });

  it('renames in a dialog and shows a refusal there', async () => {
    mount({ services: fakeServices(), defaultValue: [held] });
    fireEvent.click(screen.getByTestId('upload-item-name'));
    fireEvent.click(await screen.findByText('重命名'));
    const input = (await screen.findByTestId('upload-rename-input')).querySelector(
      'input',
    ) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'x.exe' } });
    fireEvent.click(screen.getByText('确定'));
    expect(await screen.findByRole('alert')).toHaveTextContent('exe类型的文件禁止上传');
    fireEvent.change(input, { target: { value: 'better.png' } });
    fireEvent.click(screen.getByText('确定'));
    await waitFor(() => expect(screen.getByTestId('upload-item-name')).toHaveTextContent('better.png'));
  });

  it('shows an empty read-only field without a button, and nothing when hidden', () => {
    const { unmount } = mount({ services: fakeServices(), mode: 'readOnly' });
    expect(screen.queryByTestId('upload-button')).toBeNull();
    expect(screen.getByText('暂无附件')).toBeInTheDocument();
    unmount();
    mount({ services: fakeServices(), mode: 'hidden' });
    expect(screen.queryByTestId('upload')).toBeNull();
  });

  it('starts a secret-level change at the default level, as desktop does (issue 12)', async () => {
    const bare = { ...held, secretLevel: undefined };
    const withDefault = [levels[0]!, { ...levels[1]!, isDefault: true }];
    mount({ services: fakeServices(), defaultValue: [bare], secretLevels: { options: withDefault } });
    fireEvent.click(screen.getByTestId('upload-item-name'));
    fireEvent.click(await screen.findByText('修改密级'));
    const internal = await screen.findByText('内部');
    expect(internal.closest('.adm-action-sheet-button-item')).toHaveClass(
      'adm-action-sheet-button-item-bold',
    );
  });
  it('shows the document a referenced file comes from, and a retry that does not open the row', async () => {
    // StrictMode's first mount asks too (a remount starts a new actor): the answer follows a switch
    let down = true;
    const docOfFile = jest.fn(async () => {
      if (down) throw new Error('down');
      return { docId: 'doc-1', name: '2026 项目计划', folderName: '项目资料' };
    });
    mount({
      services: { ...fakeServices(), docOfFile, docNames: async () => [] },
      defaultValue: [{ ...held, refId: 'ref-1' }],
    });
    const line = await screen.findByTestId('upload-item-document');
    await waitFor(() => expect(line).toHaveAttribute('data-state', 'failed'));
    down = false;
    fireEvent.click(screen.getByTestId('upload-item-document-retry'));
    await waitFor(() => expect(line).toHaveAttribute('data-state', 'ready'));
    expect(line).toHaveTextContent('所属文档：2026 项目计划 · 项目资料');
    expect(screen.queryByText('修改密级')).toBeNull();
  });
});
