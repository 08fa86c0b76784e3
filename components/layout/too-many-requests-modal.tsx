'use client';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useUiStore } from '@/stores/ui-store';

/** Shown when the API answers 429 (spec 2.5); ПРОДОЛЖИТЬ only closes it. */
export function TooManyRequestsModal() {
  const open = useUiStore((s) => s.tooManyRequestsOpen);
  const close = useUiStore((s) => s.closeTooManyRequests);
  return (
    <Modal
      open={open}
      onClose={close}
      size="small"
      title="Слишком много запросов"
      footer={
        <Button block onClick={close}>
          ПРОДОЛЖИТЬ
        </Button>
      }
    >
      <p>Вы отправили слишком много запросов. Подождите немного и попробуйте снова.</p>
    </Modal>
  );
}
