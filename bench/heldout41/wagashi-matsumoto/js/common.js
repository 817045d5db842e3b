$(function(){$("#sp-menu-btn").on("click",function(){$("#sp-nav").slideToggle();});});
