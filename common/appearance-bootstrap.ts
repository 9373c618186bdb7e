import { STORAGE_KEYS } from './storage-keys';

/**
 * Runs inline in <head> before the first paint, so a server-rendered page never flashes the
 * wrong brand theme, dark mode or accessibility settings. Mirrors app/lib/theme and
 * app/lib/accessibility; keep the rules in sync (spec §5 fallbacks). It also says whether a session
 * is stored (`data-stored-session`, app/lib/auth.ts reads the same keys): a visitor without one is a
 * guest from the first paint, so the checkout draws the guest's contact step at once (issue 36).
 */
export const APPEARANCE_BOOTSTRAP_SCRIPT = `(function(){try{
var d=document.documentElement,s=window.localStorage;
var t=s.getItem(${JSON.stringify(STORAGE_KEYS.theme)});
d.setAttribute('data-theme',t==='divergente'?'divergente':'ruediverso');
var p=s.getItem(${JSON.stringify(STORAGE_KEYS.darkModePreference)});
if(p!=='light'&&p!=='dark')p='auto';
var dark=p==='auto'?window.matchMedia('(prefers-color-scheme: dark)').matches:p==='dark';
d.classList.toggle('dark',dark);
d.setAttribute('data-stored-session',s.getItem(${JSON.stringify(STORAGE_KEYS.token)})||s.getItem(${JSON.stringify(STORAGE_KEYS.authToken)})?'yes':'no');
var a=JSON.parse(s.getItem(${JSON.stringify(STORAGE_KEYS.accessibility)})||'null');
if(a&&typeof a==='object'){
if(['small','normal','large','xl'].indexOf(a.fontSize)>=0)d.setAttribute('data-font-size',a.fontSize);
if(a.highContrast===true)d.setAttribute('data-high-contrast','true');
if(a.reduceMotion===true)d.setAttribute('data-reduce-motion','true');
if(['protanopia','deuteranopia','tritanopia'].indexOf(a.colorFilter)>=0)d.setAttribute('data-color-filter',a.colorFilter);
}}catch(e){}})();`;
