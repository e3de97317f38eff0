// `npm run lint:docs`: every relative link and #anchor in README.md and docs/ resolves (offline; no URL is fetched).
import remarkValidateLinks from 'remark-validate-links';

export default {
  plugins: [[remarkValidateLinks, { repository: false }]],
};
