import { Link } from 'react-router';
import logoUrl from '../../assets/logo.svg';
import { useClubName } from '../../lib/api/site.ts';
import classes from './site-header.module.css';

/** The balloons and the club's name, linking home (docs/product.md#2-screens-and-routes navbar). */
export function SiteLogo({ onClick }: { onClick?: () => void }) {
  const clubName = useClubName();
  return (
    <Link to="/" className={classes.brand} onClick={onClick} aria-label={`${clubName}, ir al inicio`}>
      <img src={logoUrl} alt="" width={44} height={44} />
      <span className={classes.brandName}>{clubName}</span>
    </Link>
  );
}
