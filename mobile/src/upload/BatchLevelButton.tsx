import type { UploadBatchSecretLevelView } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { ActionSheet, Button } from 'antd-mobile';
import { useState } from 'react';

/** The batch bar's secret level (spec 7 `fileEditSecLevels`): a sheet of levels for the chosen rows. */
export function BatchLevelButton({ level }: { level: UploadBatchSecretLevelView }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!level.available) return null;
  return (
    <>
      <Button
        size="mini"
        disabled={!level.canApply}
        loading={level.saving}
        onClick={() => setOpen(true)}
        data-testid="upload-batch-level"
      >
        {level.label}
      </Button>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        extra={level.title}
        cancelText={t('common.cancel')}
        actions={level.options.map((option) => ({
          key: option.id,
          text: option.name,
          onClick: () => {
            setOpen(false);
            level.apply(option.id);
          },
        }))}
      />
    </>
  );
}
