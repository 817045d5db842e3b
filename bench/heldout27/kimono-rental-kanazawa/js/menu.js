document.getElementById('menuBtn').addEventListener('click',function(){document.getElementById('gnav').classList.toggle('open');});
