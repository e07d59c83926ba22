import type { UploadBatchView } from '@suite-ui/core';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import { Button, Checkbox, Dropdown, Progress, Space, Typography } from 'antd';

/**
 * The batch bar (spec 7): select all, download the chosen rows (the packing's progress and the
 * archive's link), and give the chosen rows one secret level.
 */
export function BatchBar({ batch }: { batch: UploadBatchView }) {
  if (!batch.available) return null;
  return (
    <div className="suite-upload-batch suite-upload__batch" data-testid="upload-batch">
      <Space wrap>
        <Checkbox
          checked={batch.allSelected}
          indeterminate={batch.someSelected}
          onChange={(event) => batch.selectAll(event.target.checked)}
          data-testid="upload-select-all"
        >
          {batch.selectAllLabel}
        </Checkbox>
        {batch.downloadAvailable && (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            disabled={!batch.canStart}
            loading={batch.status === 'preparing'}
            onClick={batch.start}
            data-testid="upload-batch-start"
          >
            {batch.label}
          </Button>
        )}
        {batch.secretLevel.available && (
          <Dropdown
            disabled={!batch.secretLevel.canApply}
            trigger={['click']}
            menu={{
              items: batch.secretLevel.options.map((level) => ({ key: String(level.id), label: level.name })),
              onClick: ({ key }) => batch.secretLevel.apply(Number(key)),
            }}
          >
            <Button
              size="small"
              icon={<SafetyCertificateOutlined />}
              disabled={!batch.secretLevel.canApply}
              loading={batch.secretLevel.saving}
              title={batch.secretLevel.title}
              data-testid="upload-batch-level"
            >
              {batch.secretLevel.label}
            </Button>
          </Dropdown>
        )}
        {batch.downloadUrl && (
          <Button
            size="small"
            type="primary"
            href={batch.downloadUrl}
            download={batch.downloadName ?? true}
            rel="noopener"
            data-testid="upload-batch-save"
          >
            {batch.downloadLabel}
          </Button>
        )}
        {batch.status && batch.status !== 'preparing' && (
          <Button size="small" type="text" onClick={batch.close} data-testid="upload-batch-close">
            {batch.closeLabel}
          </Button>
        )}
      </Space>
      {batch.status && (
        <div data-testid="upload-batch-status" data-status={batch.status}>
          {batch.status === 'preparing' && (
            <Progress percent={batch.percent} size="small" showInfo={false} aria-label={batch.statusText} />
          )}
          <Typography.Text type={batch.status === 'failed' ? 'danger' : 'secondary'} role="status">
            {batch.statusText}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}
