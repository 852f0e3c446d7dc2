import { type PlanId, proUpgradeHint } from '@rules/plans';
import { Button, DashboardIcon, LogOutIcon, SidebarNavItem } from '@spanner/design-system';
import { useLocation } from 'react-router';
import { UsageWidget } from '../../../features/billing';
import { MemberAvatar } from '../../../features/members';
import { navIcons } from '../../../kit/shell/icons';
import * as css from '../../../kit/shell/shell.css';
import { isActive, navFor } from '../../../lib/nav';
import { useCan } from '../../../lib/use-can';
import type { Viewer } from '../../../lib/viewer';

export interface SidebarProps {
  viewer: Viewer;
  onOpenProfile: () => void;
  onSignOut: () => void;
  /** Called after a navigation entry is pressed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** Plans below Pro are offered the upgrade (trial runs on Pro; Enterprise is above it), with what it adds to theirs. */
const upgradeHintFor = (planId: PlanId | undefined) => (planId ? proUpgradeHint(planId) : null);

/** The navigation: the entries the viewer can open (and the owner's portal), the profile button, Sign Out and the upgrade hint. */
export function SidebarContent({ viewer, onOpenProfile, onSignOut, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const can = useCan();
  const hint = upgradeHintFor(viewer.org.subscription?.planId);
  return (
    <>
      <nav aria-label="Main" className={css.navList}>
        {navFor(can).map((entry) => {
          const Icon = navIcons[entry.icon];
          return (
            <SidebarNavItem key={entry.path} href={entry.path} icon={<Icon />} isActive={isActive(entry, pathname)} onPress={onNavigate}>
              {entry.label}
            </SidebarNavItem>
          );
        })}
        {viewer.isOwner && (
          <SidebarNavItem href="/admin" icon={<DashboardIcon />} onPress={onNavigate}>
            Business Portal
          </SidebarNavItem>
        )}
      </nav>
      <div className={css.sidebarFooter}>
        {can?.seeUsage && <UsageWidget />}
        {hint && (
          <div className={css.upgradeHint}>
            <strong>Upgrade to Pro</strong>
            <span>{hint}</span>
          </div>
        )}
        <Button
          variant="ghost"
          className={css.profileButton}
          onPress={onOpenProfile}
          icon={<MemberAvatar member={viewer} size="sm" />}
          fullWidth
        >
          <span className={css.profileName}>{viewer.name}</span>
        </Button>
        <Button variant="ghost" className={css.profileButton} icon={<LogOutIcon />} onPress={onSignOut} fullWidth>
          Sign Out
        </Button>
      </div>
    </>
  );
}
