import { Card } from 'antd-mobile';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Auth } from '@/components/auth-gates';
import { UserContent } from '@/components/user-content';
import { useUser } from '@/lib/session';
import { QuickLinks } from './quick-links';

/** /admin itself: who is signed in, what they may do, and their favourite pages. */
export function ConsoleWelcome() {
  const user = useUser();
  return (
    <>
      <Card
        title={
          <Trans>
            Welcome, <UserContent>{user?.userName}</UserContent>
          </Trans>
        }
      >
        <p>
          <Trans>
            Roles: <UserContent>{user?.roles.join(', ')}</UserContent>
          </Trans>
        </p>
        <p>
          <Trans>Permissions held: {user?.authBtnList.length ?? 0}</Trans>
        </p>
        <Auth value="sys_user_add">
          <Button color="primary" data-testid="add-user">
            <Trans>Add user</Trans>
          </Button>
        </Auth>
      </Card>
      <QuickLinks />
    </>
  );
}
