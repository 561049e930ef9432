val 'a r : 'a list ref = ref []
