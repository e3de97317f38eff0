import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTwitter,
  IconBrandYoutube,
} from '@tabler/icons-react';
import type { SocialNetwork, VisibleFooter } from '../visible-footer.ts';
import classes from './site-footer.module.css';

const ICONS: Record<SocialNetwork, typeof IconBrandFacebook> = {
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  Twitter: IconBrandTwitter,
  Youtube: IconBrandYoutube,
};

export function SocialLinks({ social }: { social: VisibleFooter['social'] }) {
  if (social.length === 0) return null;
  return (
    <Group gap="xs">
      {social.map(({ network, url }) => {
        const Icon = ICONS[network];
        return (
          <ActionIcon
            key={network}
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={network}
            size={40}
            radius="xl"
            variant="transparent"
            className={classes.social}
          >
            <Icon size={22} />
          </ActionIcon>
        );
      })}
    </Group>
  );
}
