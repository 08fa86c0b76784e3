import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { NEWSLETTER_MESSAGES } from '@/lib/platform/api/contracts/newsletter-messages';

type SubscribedModalProps = { open: boolean; onClose: () => void };

/** The success modal of spec 2.5 «Спасибо за подписку»; focus is trapped and given back. */
export function SubscribedModal({ open, onClose }: SubscribedModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="small"
      title={NEWSLETTER_MESSAGES.success}
      footer={
        <Button type="button" block onClick={onClose}>
          Хорошо
        </Button>
      }
    >
      <p>
        Мы отправили приветственное письмо. Новые коллекции, закрытые распродажи и подарки к
        праздникам теперь будут приходить к вам на почту.
      </p>
    </Modal>
  );
}
