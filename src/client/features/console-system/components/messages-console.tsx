import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '@contract/permissions';
import { useAuth } from '@/lib/permissions';
import { ChannelAdminPage } from './channel-admin-page';
import { MessageAdminPage } from './message-admin-page';
import { ReminderLog } from './reminder-log';

/**
 * Console › Notices: the tenant's messages; for staff who manage courses, the reminders sent for sessions and
 * exams with their outcomes (sent, failed and why, not sent and why); and for those who manage notices, the
 * channels the platform sends texts, mails and webhook messages through.
 */
export function MessagesConsole() {
  const { t } = useLingui();
  const seesReminders = useAuth(PERMISSIONS.courseEdit);
  const seesChannels = useAuth(PERMISSIONS.messageView);
  const [tab, setTab] = useState('messages');
  if (!seesReminders && !seesChannels) return <MessageAdminPage />;
  return (
    <Tabs className="tabs" activeKey={tab} onChange={setTab} data-testid="messages-tabs">
      <Tabs.Tab title={t`Notices`} key="messages">
        <MessageAdminPage />
      </Tabs.Tab>
      {seesReminders && (
        <Tabs.Tab title={t`Reminders`} key="reminders">
          <ReminderLog />
        </Tabs.Tab>
      )}
      {seesChannels && (
        <Tabs.Tab title={t`Channels`} key="channels">
          <ChannelAdminPage />
        </Tabs.Tab>
      )}
    </Tabs>
  );
}
