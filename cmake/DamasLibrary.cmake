# damas_add_library(NAME SOURCES...): the library damas_NAME, also known as damas::NAME, with its
# public headers under NAME's include/ folder and C++20 required of its users.
function(damas_add_library name)
  add_library(damas_${name} ${ARGN})
  add_library(damas::${name} ALIAS damas_${name})
  target_include_directories(damas_${name} PUBLIC
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:include>)
  target_compile_features(damas_${name} PUBLIC cxx_std_20)
endfunction()
