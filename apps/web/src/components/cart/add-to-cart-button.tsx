import { Button, type ButtonProps } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useAddToCart } from './use-add-to-cart.ts';

/** 'Agregar al carrito' for one package (used on the branch page and the package detail). */
export function AddToCartButton({
  packageId,
  addedMessage,
  ...props
}: { packageId: string; addedMessage?: string } & ButtonProps) {
  const { add, isWaiting } = useAddToCart(addedMessage);
  return (
    <Button
      leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
      loading={isWaiting}
      onClick={() => void add(packageId)}
      {...props}
    >
      Agregar al carrito
    </Button>
  );
}
