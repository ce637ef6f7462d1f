import { Link } from 'react-router';
import { paths } from '../paths';
import type { HomeLinkComponent } from './home-link';

/** The navbar's logo link inside the app: a client-side navigation. */
export const RouterHomeLink: HomeLinkComponent = (props) => <Link to={paths.home()} {...props} />;
