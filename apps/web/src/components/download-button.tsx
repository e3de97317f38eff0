import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../lib/api-client.ts';
import { notify } from '../lib/toast.ts';

/** A button that fetches a file and saves it (lib/api-file.ts), spinning meanwhile; a failure is a toast. */
export function DownloadButton(props: {
  download: () => Promise<void>;
  children: ReactNode;
  size?: 'xs';
  'aria-label'?: string;
}) {
  const { download, children, ...buttonProps } = props;
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      {...buttonProps}
      variant="light"
      leftSection={<IconDownload size={props.size === 'xs' ? 16 : 18} aria-hidden />}
      loading={busy}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
