import { useT } from '@suite-ui/core/react';
import { useState } from 'react';

/** The three examples both pages show, with the value each one holds. */
export function useExamples() {
  const t = useT();
  const [quantity, setQuantity] = useState<number | null>(4);
  const [price, setPrice] = useState<number | null>(12.5);
  const [free, setFree] = useState<number | null>(null);
  const shown = (value: number | null) =>
    t('number-input.demo.value', { value: value === null ? t('number-input.demo.empty') : String(value) });
  return [
    {
      id: 'quantity',
      title: t('number-input.demo.quantity'),
      props: { value: quantity, onChange: setQuantity, min: 0, max: 10, step: 2 },
      shown: shown(quantity),
    },
    {
      id: 'price',
      title: t('number-input.demo.price'),
      props: { value: price, onChange: setPrice, min: 0, max: 999.5, step: 0.5, precision: 1 },
      shown: shown(price),
    },
    {
      id: 'free',
      title: t('number-input.demo.free'),
      props: { value: free, onChange: setFree },
      shown: shown(free),
    },
  ] as const;
}
