import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** The app's form dialog: full screen on a phone (≤ 36em), its close button named in Spanish. */
export function AppModal(props: ModalProps) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  return <Modal fullScreen={fullScreen} closeButtonProps={{ 'aria-label': 'Cerrar' }} {...props} />;
}
