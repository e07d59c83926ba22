import { useT } from '@suite-ui/core/react';
import { SignaturePad } from '@suite-ui/mobile';
import { Image, List } from 'antd-mobile';
import { useState } from 'react';

export default function SignatureMobileShowcase() {
  const t = useT();
  const [exported, setExported] = useState<{ format: string; dataUrl: string }>();
  return (
    <div data-testid="showcase-signature">
      <List header={t('signature.demo.basic')}>
        <SignaturePad onExport={(format, dataUrl) => setExported({ format, dataUrl })} />
      </List>
      {exported && (
        <List
          header={`${t('signature.demo.exported')} (${exported.format.toUpperCase()})`}
          data-testid="signature-exported"
          data-format={exported.format}
        >
          <List.Item>
            <Image src={exported.dataUrl} alt={t('signature.demo.exported')} height={100} fit="contain" />
          </List.Item>
        </List>
      )}
    </div>
  );
}
