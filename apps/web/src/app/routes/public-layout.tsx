import { Outlet } from '@tanstack/react-router';
import { PublicFrame } from '../../components/layout/public-frame';

export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
