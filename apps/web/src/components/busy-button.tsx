import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { notifyError } from '../lib/notify';

/**
 * A button's icon, or a spinner while its work runs. Busy is said by this and `aria-busy`, not by
 * Mantine's `loading`, which disables the button and so throws a keyboard's focus away.
 */
export function BusyIcon({ busy, icon: Shown }: { busy: boolean; icon: Icon }) {
  return busy ? <Loader size={16} aria-hidden /> : <Shown size={16} aria-hidden />;
}

type DownloadButtonProps = Omit<ButtonProps, 'leftSection' | 'children'> & {
  icon: Icon;
  download: () => Promise<void>;
  /** The catalogue id of the notice when it fails. */
  failed: string;
  children: ReactNode;
};

/** A button that downloads a file: busy while it comes (a second press waits), a notice if it fails. */
export function DownloadButton({ icon, download, failed, children, ...props }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await download();
    } catch {
      notifyError(failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      {...props}
      leftSection={<BusyIcon busy={busy} icon={icon} />}
      aria-busy={busy}
      onClick={() => void run()}
    >
      {children}
    </Button>
  );
}
