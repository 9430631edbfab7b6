import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '@contract/permissions';
import { useAuth } from '@/lib/permissions';
import { MessageAdminPage } from './message-admin-page';
import { ReminderLog } from './reminder-log';

/**
 * Console › Notices: the tenant's messages, and — for staff who manage courses — the reminders sent for sessions
 * and exams with their outcomes (sent, failed and why, not sent and why).
 */
export function MessagesConsole() {
  const { t } = useLingui();
  const seesReminders = useAuth(PERMISSIONS.courseEdit);
  const [tab, setTab] = useState('messages');
  if (!seesReminders) return <MessageAdminPage />;
  return (
    <Tabs className="tabs" activeKey={tab} onChange={setTab} data-testid="messages-tabs">
      <Tabs.Tab title={t`Notices`} key="messages">
        <MessageAdminPage />
      </Tabs.Tab>
      <Tabs.Tab title={t`Reminders`} key="reminders">
        <ReminderLog />
      </Tabs.Tab>
    </Tabs>
  );
}
