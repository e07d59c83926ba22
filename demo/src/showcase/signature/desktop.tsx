import { useT } from '@suite-ui/core/react';
import { SignaturePad } from '@suite-ui/desktop';
import { Card, Image, Space } from 'antd';
import { useState } from 'react';

export default function SignatureDesktopShowcase() {
  const t = useT();
  const [exported, setExported] = useState<{ format: string; dataUrl: string }>();
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 680 }}
      data-testid="showcase-signature"
    >
      <Card title={t('signature.demo.basic')}>
        <SignaturePad onExport={(format, dataUrl) => setExported({ format, dataUrl })} />
      </Card>
      {exported && (
        <Card
          title={`${t('signature.demo.exported')} (${exported.format.toUpperCase()})`}
          data-testid="signature-exported"
          data-format={exported.format}
        >
          <Image src={exported.dataUrl} alt={t('signature.demo.exported')} height={120} />
        </Card>
      )}
    </Space>
  );
}
