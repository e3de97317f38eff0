// What the browser keeps for a visitor (the session's token and the cart, in localStorage), and the one inline
// script a server-rendered page runs before its first paint: it marks <html> with whether the cart is empty and
// whether someone is signed in, so CSS draws the cart page's empty state and its 'log in' from the server's HTML
// where they belong, with nothing moving when the entry runs (cart-page.module.css). The site's policy allows
// this script by its hash (the API's security headers).

export const TOKEN_KEY = 'token';
export const CART_KEY = 'carrito';

/**
 * Signed in: a token whose payload names a user and has not expired (as the web app's `userIdFromToken`
 * decides), in JavaScript any browser runs; storage that cannot be read counts as signed out with an empty cart.
 */
export const PAGE_MARKS_SCRIPT = `(function(){var d=document.documentElement.dataset,c='empty',u=false;try{var t=localStorage.getItem(${JSON.stringify(TOKEN_KEY)});if(t){var p=JSON.parse(atob(t.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));u=!!(p&&p.user&&typeof p.user.id==='string'&&!(typeof p.exp==='number'&&p.exp*1000<Date.now()))}}catch(e){}try{if((localStorage.getItem(${JSON.stringify(CART_KEY)})||'').split(',').some(Boolean))c='items'}catch(e){}d.cart=c;d.session=u?'user':'none'})()`;
