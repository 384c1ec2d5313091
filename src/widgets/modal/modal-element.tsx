import { Modal, type ModalProps } from './modal';

/** `<meet-modal>`: the body is the element's content; the host's `shown` follows the modal hiding itself. */
export function ModalElement(props: Omit<ModalProps, 'children'> & { container?: ShadowRoot }) {
  const { container, onChange, ...rest } = props;
  return (
    <Modal
      {...rest}
      onChange={(shown) => {
        // Without this, setting `shown` to true again would not be a change the element sees.
        if (container) (container.host as HTMLElement & { shown?: boolean }).shown = shown;
        onChange?.(shown);
      }}
    >
      <slot />
    </Modal>
  );
}
