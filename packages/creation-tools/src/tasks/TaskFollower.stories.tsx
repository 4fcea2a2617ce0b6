import { TASK_STATUS } from '@framewise/contracts/routes';
import { useTranslation } from '@framewise/i18n';
import { Button } from '@framewise/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { PreviewStore } from '../tools/test-utils/PreviewStore';
import { TaskFollower } from './TaskFollower';
import { createTaskCenter } from './task-center';

/** A center whose every poll says the followed tasks finished (or failed), so the follower's toasts can be seen. */
function Demo({ outcome }: { outcome: 'success' | 'failed' }) {
  const { t } = useTranslation('tools');
  const center = useMemo(
    () =>
      createTaskCenter({
        fetchStatus: async (ids) =>
          ids.map((id) => ({
            id,
            status: outcome === 'success' ? TASK_STATUS.SUCCESS : TASK_STATUS.FAILED,
            progress: 100,
            queuePosition: null,
            url: null,
            cover: null,
            msg: null,
            cancelled: false,
            etaSeconds: null,
          })),
        cancel: async (id) => ({ id, status: TASK_STATUS.FAILED, cancelled: true, refunded: 0 }),
      }),
    [outcome],
  );
  return (
    <>
      <TaskFollower center={center} />
      <Button
        onClick={() =>
          center.submitted({ id: `tk-${Date.now()}`, tool: 'img2video', status: TASK_STATUS.QUEUED, cost: 2 })
        }
      >
        {t('actions.generate')}
      </Button>
    </>
  );
}

const meta = {
  title: 'creation-tools/tasks/TaskFollower',
  component: Demo,
  args: { outcome: 'success' },
  decorators: [
    (Story) => (
      <PreviewStore user={{ uuid: 'u-story' }}>
        <Story />
      </PreviewStore>
    ),
  ],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Generate: the notification offer, then about 2 s later the "ready" toast with its View link. */
export const Finished: Story = {};

/** The task fails: the toast says the points came back. */
export const Failed: Story = { args: { outcome: 'failed' } };
